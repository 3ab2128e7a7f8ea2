import '../styles/mantine-rest.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** Where toasts are drawn; loaded with its styles the first time a screen shows one (providers.tsx). */
export default function NotificationsHost() {
  return <Notifications position="top-right" autoClose={3000} />;
}
