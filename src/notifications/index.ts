export * from './entity';
export * from './links';
export * from './merge';
export * from './builder';
export * from './push';
export * from './NotificationCard';
export * from './title';
export * from './NotificationControls';
