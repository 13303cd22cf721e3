// The icons the site uses, from lucide-react, plus brand marks lucide no longer ships.
// Import from the kit (`import { icons } from '@staycompliant/ui'`) so every app shares one icon set.
// Each icon comes from its own module (`lucide-react/icons/<file>`, the package's per-icon export):
// the package's index re-exports about 2,400 icons, and a build that imports it loads and parses every
// one of them, in every app (2,490 modules for mfe-pricing's browser build, most of its build time).

export type { LucideIcon, LucideProps } from 'lucide-react';
export { default as ArrowLeft } from 'lucide-react/icons/arrow-left';
export { default as ArrowRight } from 'lucide-react/icons/arrow-right';
export { default as Bitcoin } from 'lucide-react/icons/bitcoin';
export { default as Building2 } from 'lucide-react/icons/building-complex';
export { default as Calculator } from 'lucide-react/icons/calculator';
export { default as Calendar } from 'lucide-react/icons/calendar';
export { default as LineChart } from 'lucide-react/icons/chart-line';
export { default as Check } from 'lucide-react/icons/check';
export { default as ChevronDown } from 'lucide-react/icons/chevron-down';
export { default as ChevronLeft } from 'lucide-react/icons/chevron-left';
export { default as ChevronRight } from 'lucide-react/icons/chevron-right';
export { default as ChevronUp } from 'lucide-react/icons/chevron-up';
export { default as CircleCheck } from 'lucide-react/icons/circle-check';
export { default as ExternalLink } from 'lucide-react/icons/external-link';
export { default as FileText } from 'lucide-react/icons/file-text';
export { default as Info } from 'lucide-react/icons/info';
export { default as Loader2 } from 'lucide-react/icons/loader-circle';
export { default as LogOut } from 'lucide-react/icons/log-out';
export { default as Mail } from 'lucide-react/icons/mail';
export { default as MapPin } from 'lucide-react/icons/map-pin';
export { default as Menu } from 'lucide-react/icons/menu';
export { default as MessageCircle } from 'lucide-react/icons/message-circle';
export { default as Phone } from 'lucide-react/icons/phone';
export { default as Play } from 'lucide-react/icons/play';
export { default as Quote } from 'lucide-react/icons/quote';
export { default as Receipt } from 'lucide-react/icons/receipt';
export { default as RefreshCw } from 'lucide-react/icons/refresh-cw';
export { default as Scale } from 'lucide-react/icons/scale';
export { default as Search } from 'lucide-react/icons/search';
export { default as Send } from 'lucide-react/icons/send';
export { default as ShieldCheck } from 'lucide-react/icons/shield-check';
export { default as Star } from 'lucide-react/icons/star';
export { default as Trash2 } from 'lucide-react/icons/trash';
export { default as AlertTriangle } from 'lucide-react/icons/triangle-exclamation-point';
export { default as Upload } from 'lucide-react/icons/upload';
export { default as Users } from 'lucide-react/icons/users';
export { default as X } from 'lucide-react/icons/x';
export { Instagram, Linkedin, Twitter, Whatsapp } from './brand-icons';
