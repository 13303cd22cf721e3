// @staycompliant/ui/select: the select (Radix Select).
export { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger, SelectValue } from '../components/select/select';
