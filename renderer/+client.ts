import { boot } from './client/boot'

boot()
