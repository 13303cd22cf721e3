// @staycompliant/ui/tabs: Tabs (Radix Tabs).
export { Tabs, TabsList, TabsTrigger, TabsContent } from '../components/tabs/tabs';
