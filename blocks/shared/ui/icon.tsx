import {
  AlertTriangle,
  Award,
  BadgeCheck,
  Banknote,
  Briefcase,
  Building2,
  Calculator,
  CalendarClock,
  CheckCircle2,
  Clock,
  DollarSign,
  FileText,
  Gavel,
  Handshake,
  Heart,
  Home,
  KeyRound,
  Mail,
  MapPin,
  MessageSquare,
  Phone,
  Scale,
  Shield,
  ShieldCheck,
  Star,
  Timer,
  TrendingUp,
  Users,
  Wrench,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import type { ReactElement } from 'react'
import type { IconName } from '../icon-names'

const icons: Record<IconName, LucideIcon> = {
  alert: AlertTriangle,
  award: Award,
  verified: BadgeCheck,
  banknote: Banknote,
  briefcase: Briefcase,
  building: Building2,
  calculator: Calculator,
  calendar: CalendarClock,
  check: CheckCircle2,
  clock: Clock,
  dollar: DollarSign,
  document: FileText,
  gavel: Gavel,
  handshake: Handshake,
  heart: Heart,
  home: Home,
  key: KeyRound,
  mail: Mail,
  pin: MapPin,
  message: MessageSquare,
  phone: Phone,
  scale: Scale,
  shield: Shield,
  'shield-check': ShieldCheck,
  star: Star,
  timer: Timer,
  trending: TrendingUp,
  users: Users,
  wrench: Wrench,
  zap: Zap,
}

type Rendering = (props: object, ref: null) => ReactElement<Record<string, unknown>>

/** The `<svg>` element lucide renders for these props: its two wrapper components' output. */
function lucideSvg(Component: LucideIcon, props: object): ReactElement {
  const wrapper = (Component as unknown as { render: Rendering }).render(props, null)
  const inner = wrapper.type as unknown as { render: Rendering }
  return inner.render(wrapper.props, null)
}

const rendered = new Map<string, ReactElement>()

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name]
  if (typeof window !== 'undefined') return <Component aria-hidden="true" className={className} />
  // On the server each icon and class is built once, not on every page: an element can be
  // rendered any number of times, and lucide's own work for one icon costs more than the page's text.
  const key = `${name} ${className ?? ''}`
  let svg = rendered.get(key)
  if (!svg) rendered.set(key, (svg = lucideSvg(Component, { 'aria-hidden': 'true', className })))
  return svg
}
