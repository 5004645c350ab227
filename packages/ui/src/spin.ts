import './antd-identity';
export { default as Spin } from 'antd/es/spin';
