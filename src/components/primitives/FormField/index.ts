export { FormField, type FormFieldProps } from './FormField';
