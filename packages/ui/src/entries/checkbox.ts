// @staycompliant/ui/checkbox: the checkbox (Radix Checkbox).
export { Checkbox } from '../components/checkbox/checkbox';
