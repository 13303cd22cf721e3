// @staycompliant/ui/tabs: Tabs (Radix Tabs).
export { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/tabs/tabs';
