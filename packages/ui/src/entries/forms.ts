// @staycompliant/ui/forms: text fields, labels and the field wrappers.
export { Input, controlClassName } from '../components/input/input';
export { Textarea } from '../components/textarea/textarea';
export { Label } from '../components/label/label';
export {
  FormField,
  FormFieldset,
  type FormFieldProps,
  type FormFieldsetProps,
  type FormControlProps,
} from '../components/form-field/form-field';
