import { checkPagesWithAxe, everyRoute } from './axe'

checkPagesWithAxe('desktop', everyRoute)
