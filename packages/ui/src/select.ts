import './antd-identity';
export { default as Select } from 'antd/es/select';
