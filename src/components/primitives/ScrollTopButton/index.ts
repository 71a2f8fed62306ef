export { ScrollTopButton, scrollTopClearance, type ScrollTopButtonProps } from './ScrollTopButton';
