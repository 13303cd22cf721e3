// @staycompliant/ui/select: the select (Radix Select).
export { Select, SelectGroup, SelectValue, SelectTrigger, SelectContent, SelectLabel, SelectItem } from '../components/select/select';
