// @staycompliant/ui/tooltip: Tooltips (Radix Tooltip).
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '../components/tooltip/tooltip';
