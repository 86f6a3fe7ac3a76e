import { checkEveryPageWithAxe } from './axe'

checkEveryPageWithAxe('desktop')
