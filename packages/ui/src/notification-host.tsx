import './antd-identity';
import { useEffect } from 'react';
import useNotification from 'antd/es/notification/useNotification';
import { attachNotificationHost, NOTIFICATION_DURATION_MS, NOTIFICATION_PLACEMENT } from './notify';

/** antd's notification list, loaded with the page's first notification (NotificationHost). */
export default function NotificationList() {
  const [instance, holder] = useNotification({ placement: NOTIFICATION_PLACEMENT, duration: NOTIFICATION_DURATION_MS / 1000, maxCount: 4 });
  useEffect(() => attachNotificationHost(instance), [instance]);
  return holder;
}
