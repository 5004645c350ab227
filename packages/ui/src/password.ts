import './antd-identity';
export { default as Password } from 'antd/es/input/Password';
export type { PasswordProps } from 'antd/es/input/Password';
