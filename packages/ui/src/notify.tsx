import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { ArgsProps, NotificationInstance } from 'antd/es/notification/interface';

/** SPEC.md §9: notifications close by themselves after 8000 ms, at the top centre. */
export const NOTIFICATION_DURATION_MS = 8000;
export const NOTIFICATION_PLACEMENT = 'top' as const;

export type NotifyLevel = 'success' | 'info' | 'warning' | 'error';

export interface NotifyOptions {
  /** The message (already translated). */
  readonly title: ReactNode;
  /** A second line, when there is more to say. */
  readonly description?: ReactNode;
}

let host: NotificationInstance | null = null;
/** Notifications asked for before a host mounted (a remote starting up): shown once one does. */
const waiting: [NotifyLevel, NotifyOptions][] = [];

/** The mounted NotificationHost's wake-up: its code loads with the page's first notification. */
let wake: (() => void) | null = null;

function show(level: NotifyLevel, options: NotifyOptions) {
  if (!host) {
    waiting.push([level, options]);
    wake?.();
    return;
  }
  const args: ArgsProps = {
    title: options.title,
    description: options.description,
    placement: NOTIFICATION_PLACEMENT,
    duration: NOTIFICATION_DURATION_MS / 1000,
    // A failure interrupts a screen reader; anything else waits its turn.
    role: level === 'error' ? 'alert' : 'status',
  };
  host[level](args);
}

const call = (level: NotifyLevel) => (options: NotifyOptions | string) => show(level, typeof options === 'string' ? { title: options } : options);

/**
 * Notifications of every remote (SPEC.md §8 successes, §9 constants): `notify.success('Comentário
 * enviado.')`. They render in the one `<NotificationHost />` the shell mounts inside its theme, so
 * they wear the shell's antd theme and language (antd's static `notification` would not).
 */
export const notify = {
  success: call('success'),
  info: call('info'),
  warning: call('warning'),
  error: call('error'),
};

/**
 * The notification list's code (antd's notification and its motion) took it there: called by
 * notification-host.tsx once it has mounted, which shows what was asked meanwhile.
 * @internal
 */
export function attachNotificationHost(instance: NotificationInstance): () => void {
  host = instance;
  for (const [level, options] of waiting.splice(0)) show(level, options);
  return () => {
    if (host === instance) host = null;
  };
}

const LoadedHost = lazy(() => import('./notification-host'));

/**
 * Where notifications render: mount once, inside the ThemeProvider (the shell's Root). It renders
 * nothing, and loads nothing, until the page's first notification: antd's notification list is
 * not part of the page's first view.
 */
export function NotificationHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wake = () => setWanted(true);
    if (waiting.length) setWanted(true);
    return () => {
      wake = null;
    };
  }, []);
  return wanted ? (
    <Suspense fallback={null}>
      <LoadedHost />
    </Suspense>
  ) : null;
}
