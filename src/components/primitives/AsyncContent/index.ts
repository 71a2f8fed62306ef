export { AsyncContent, type AsyncContentProps, type AsyncStatus } from './AsyncContent';
