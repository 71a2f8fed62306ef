export { ConsoleLayout, type ConsoleLayoutProps, type ConsoleNavItem } from './ConsoleLayout';
