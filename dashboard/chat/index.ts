export { ChatScreen } from './ChatScreen';
