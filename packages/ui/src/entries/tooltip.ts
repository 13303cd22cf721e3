// @staycompliant/ui/tooltip: Tooltips (Radix Tooltip).
export { Tooltip, TooltipProvider, TooltipTrigger, TooltipContent } from '../components/tooltip/tooltip';
