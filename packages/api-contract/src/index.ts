export * from './common';
export * from './oauth';
export * from './parametros';
export * from './consulta';
export * from './acervo';
export * from './bibliotecas';
export * from './marc';
export * from './autoridade';
