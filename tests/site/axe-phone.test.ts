import { checkEveryPageWithAxe } from './axe'

checkEveryPageWithAxe('phone')
