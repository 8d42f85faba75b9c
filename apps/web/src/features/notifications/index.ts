/** What the shells use of notifications: the bell and the live stream that feeds it. */
export { NotificationBell } from './components/notification-bell';
export { useNotificationStream } from './api/use-notification-stream';
