import './antd-identity';
export { default as Modal } from 'antd/es/modal/Modal';
export type { ModalProps } from 'antd/es/modal/interface';
