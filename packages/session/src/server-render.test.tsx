// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBasket } from './basket';
import { useActivity } from './activity';
import { $features } from './config';
import { useStore } from './store';
import { $signedIn } from './session';

describe('the stores on the server (no window, no storage)', () => {
  it('render a visitor’s page: an empty basket, signed out, the public activities', () => {
    $features.set([57]);
    function Chrome() {
      const basket = useBasket();
      const signedIn = useStore($signedIn);
      const comments = useActivity(57);
      return <p>{`${basket.length} ${signedIn} ${comments}`}</p>;
    }
    expect(renderToString(<Chrome />)).toBe('<p>0 false true</p>');
  });
});
