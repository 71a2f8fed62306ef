export { RegisterContainer } from './RegisterContainer';
