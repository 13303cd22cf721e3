// @staycompliant/ui/forms: text fields, native selects, labels and the field wrappers.

export {
  type FormControlProps,
  FormField,
  type FormFieldProps,
  FormFieldset,
  type FormFieldsetProps,
} from '../components/form-field/form-field';
export { controlClassName, Input } from '../components/input/input';
export { Label } from '../components/label/label';
export { NativeSelect, NativeSelectOptGroup, NativeSelectOption } from '../components/native-select/native-select';
export { Textarea } from '../components/textarea/textarea';
