import { StringEnum } from './fields'

/** Icon names content may use; `ui/icon.tsx` maps each to its drawing. */
export const iconNames = [
  'alert',
  'award',
  'verified',
  'banknote',
  'briefcase',
  'building',
  'calculator',
  'calendar',
  'check',
  'clock',
  'dollar',
  'document',
  'gavel',
  'handshake',
  'heart',
  'home',
  'key',
  'mail',
  'pin',
  'message',
  'phone',
  'scale',
  'shield',
  'shield-check',
  'star',
  'timer',
  'trending',
  'users',
  'wrench',
  'zap',
] as const

export type IconName = (typeof iconNames)[number]

export const IconField = StringEnum(iconNames, { description: 'Icon name' })
