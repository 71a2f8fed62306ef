export { FormField, type FieldBinding, type FormFieldProps } from './FormField';
