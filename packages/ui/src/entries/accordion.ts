// @staycompliant/ui/accordion: The accordion (Radix Accordion).
export { Accordion, AccordionContent, AccordionItem, type AccordionProps, AccordionTrigger } from '../components/accordion/accordion';
