// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { keepFocusIn } from './keep-focus';

// The personal area's page keeps the focus when the control that had it goes (a row removed, a
// button gone from its cell, a button disabled): never the page's body.
let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** A page like the personal area's: its heading, a list of three rows, each a title link and a "Cancelar" button, and an action below. */
function page() {
  document.body.innerHTML = `
    <nav><a href="/menu" id="menu">Menu</a></nav>
    <section id="root" aria-labelledby="patron-title">
      <h1 id="patron-title">Pedidos</h1>
      <section aria-labelledby="list-title" id="list">
        <h2 id="list-title">Em aberto</h2>
        <table><tbody>
          ${[1, 2, 3].map((n) => `<tr id="r${n}"><th><a href="/t/${n}" id="link${n}">Título ${n}</a></th><td>aguardando</td><td id="cell${n}"><button id="cancel${n}">Cancelar</button></td></tr>`).join('')}
        </tbody></table>
        <div id="actions"><button id="all">Cancelar todos</button></div>
      </section>
    </section>
    <div role="dialog" id="dialog"><button id="yes">Sim</button></div>`;
  const root = document.getElementById('root')!;
  stop = keepFocusIn(root);
  return root;
}
const $ = (id: string) => document.getElementById(id)!;
const settle = () => new Promise((r) => setTimeout(r, 0));
const focused = () => document.activeElement?.id || document.activeElement?.tagName;

describe('focus kept in the page when its control goes', () => {
  it('a row removed: the row that takes its place, at its start', async () => {
    page();
    $('cancel2').focus();
    $('r2').remove();
    await settle();
    expect(focused()).toBe('link3');
  });

  it('the last row removed: the row before it', async () => {
    page();
    $('cancel3').focus();
    $('r3').remove();
    await settle();
    expect(focused()).toBe('link2');
  });

  it('the button gone from its cell, the row staying (a request now cancelled): the row\'s other control', async () => {
    page();
    $('cancel1').focus();
    $('cancel1').remove();
    await settle();
    expect(focused()).toBe('link1');
  });

  it('every control of a region gone: its heading, made focusable by script alone', async () => {
    page();
    $('all').focus();
    $('list').querySelector('table')!.remove();
    $('all').remove();
    await settle();
    expect(focused()).toBe('list-title');
    expect($('list-title').getAttribute('tabindex')).toBe('-1');
  });

  it('a button disabled with nothing left to act on: the next place that takes the focus', async () => {
    page();
    $('cancel3').focus();
    ($('cancel3') as HTMLButtonElement).disabled = true;
    await settle();
    expect(focused()).toBe('link3');
  });

  it('focus the user moved elsewhere is left alone', async () => {
    page();
    $('cancel2').focus();
    $('menu').focus();
    $('r2').remove();
    await settle();
    expect(focused()).toBe('menu');
  });

  it('a click on the background (the control still there) moves nothing', async () => {
    page();
    $('cancel2').focus();
    $('cancel2').blur();
    $('r1').querySelector('td')!.textContent = 'cancelado';
    await settle();
    expect(document.activeElement).toBe(document.body);
  });

  it('the control gone while its confirm dialog has the focus: put back once the dialog lets go', async () => {
    page();
    $('cancel2').focus();
    $('yes').focus();
    $('r2').remove();
    await settle();
    expect(focused()).toBe('yes');
    $('dialog').remove();
    expect(document.activeElement).toBe(document.body);
    await new Promise((r) => setTimeout(r, 250));
    expect(focused()).toBe('link3');
  });

  it('the address changed (a link to another page of the area): the new page\'s heading, once it is there', async () => {
    const root = page();
    $('link1').focus();
    window.history.pushState(null, '', '/meupergamum/outra');
    root.innerHTML = '<p>carregando</p>';
    await settle();
    expect(document.activeElement).toBe(document.body);
    root.innerHTML = '<h1 id="patron-title">Outra página</h1><button>Ação</button>';
    await settle();
    expect(focused()).toBe('patron-title');
  });

  it('stops watching once detached', async () => {
    page();
    stop();
    $('cancel2').focus();
    $('r2').remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
