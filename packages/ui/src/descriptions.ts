import './antd-identity';
export { default as Descriptions } from 'antd/es/descriptions';
export type { DescriptionsProps } from 'antd/es/descriptions';
