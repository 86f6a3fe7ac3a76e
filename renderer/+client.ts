import { boot } from './client/boot'
import './client/content-reload'

boot()
