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

/** How an icon becomes an element; the server's page rendering swaps in one that caches. */
export const iconElements = {
  make: (name: IconName, className?: string): ReactElement => {
    const Component = icons[name]
    return <Component aria-hidden="true" className={className} />
  },
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return iconElements.make(name, className)
}
