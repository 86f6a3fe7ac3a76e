import type { LucideIcon } from 'lucide-react'
import AlertTriangle from 'lucide-react/icons/alert-triangle'
import Award from 'lucide-react/icons/award'
import BadgeCheck from 'lucide-react/icons/badge-check'
import Banknote from 'lucide-react/icons/banknote'
import Briefcase from 'lucide-react/icons/briefcase'
import Building2 from 'lucide-react/icons/building-2'
import Calculator from 'lucide-react/icons/calculator'
import CalendarClock from 'lucide-react/icons/calendar-clock'
import CheckCircle2 from 'lucide-react/icons/check-circle-2'
import Clock from 'lucide-react/icons/clock'
import DollarSign from 'lucide-react/icons/dollar-sign'
import FileText from 'lucide-react/icons/file-text'
import Gavel from 'lucide-react/icons/gavel'
import Handshake from 'lucide-react/icons/handshake'
import Heart from 'lucide-react/icons/heart'
import Home from 'lucide-react/icons/home'
import KeyRound from 'lucide-react/icons/key-round'
import Mail from 'lucide-react/icons/mail'
import MapPin from 'lucide-react/icons/map-pin'
import Menu from 'lucide-react/icons/menu'
import MessageSquare from 'lucide-react/icons/message-square'
import Phone from 'lucide-react/icons/phone'
import Scale from 'lucide-react/icons/scale'
import Shield from 'lucide-react/icons/shield'
import ShieldCheck from 'lucide-react/icons/shield-check'
import Star from 'lucide-react/icons/star'
import Timer from 'lucide-react/icons/timer'
import TrendingUp from 'lucide-react/icons/trending-up'
import Users from 'lucide-react/icons/users'
import Wrench from 'lucide-react/icons/wrench'
import X from 'lucide-react/icons/x'
import Zap from 'lucide-react/icons/zap'

/** The lucide icon each drawing of the site is made from (content's names and the frame's). */
export const lucideSources: Record<string, LucideIcon> = {
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
  menu: Menu,
  close: X,
}
