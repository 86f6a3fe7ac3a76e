import { pageTypes } from '../frame/support'
import { checkPagesWithAxe } from './axe'

checkPagesWithAxe('phone', pageTypes)
