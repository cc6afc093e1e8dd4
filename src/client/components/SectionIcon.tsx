import {
  ArrowRight,
  Calendar,
  CircleCheck,
  Clock,
  FileText,
  Hammer,
  Heart,
  House,
  type LucideIcon,
  Mail,
  MapPin,
  Phone,
  Shield,
  TriangleAlert,
  Users,
  Zap,
} from 'lucide-react';
import type { ICON_NAMES } from '../../common/constants';

/** The spec's 15 icon names (§3) and the lucide icons that draw them. */
export const ICONS: Record<(typeof ICON_NAMES)[number], LucideIcon> = {
  'arrow-right': ArrowRight,
  'check-circle': CircleCheck,
  clock: Clock,
  phone: Phone,
  mail: Mail,
  'map-pin': MapPin,
  shield: Shield,
  hammer: Hammer,
  'file-text': FileText,
  home: House,
  users: Users,
  heart: Heart,
  zap: Zap,
  calendar: Calendar,
  'alert-triangle': TriangleAlert,
};

export function SectionIcon({ name, size = 24 }: { name: string | undefined; size?: number }) {
  const Icon = name ? ICONS[name as keyof typeof ICONS] : undefined;
  return Icon ? <Icon size={size} aria-hidden="true" /> : null;
}
