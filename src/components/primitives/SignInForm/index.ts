export { SignInForm, type SignInFormProps } from './SignInForm';
