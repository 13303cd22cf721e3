// @staycompliant/ui/accordion: The accordion (Radix Accordion).
export { Accordion, AccordionItem, AccordionTrigger, AccordionContent, type AccordionProps } from '../components/accordion/accordion';
