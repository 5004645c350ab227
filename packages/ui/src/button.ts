import './antd-identity';
export { default as Button } from 'antd/es/button';
export type { ButtonProps } from 'antd/es/button';
