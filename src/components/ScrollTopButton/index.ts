export { ScrollTopButton, type ScrollTopButtonProps } from './ScrollTopButton';
