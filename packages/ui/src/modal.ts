import './antd-identity';
// antd's rules for what this entry renders, computed at build time (scripts/antd-css.mjs).
import './antd-css/shared.css';
import './antd-css/modal.css';
import './antd-css/button.css';
import './antd-css/wave.css';
export { default as Modal } from 'antd/es/modal/Modal';
export type { ModalProps } from 'antd/es/modal/interface';
