// The page's one script, served as a file (/hub-assets/hub.js, `script-src 'self'`, no inline
// handlers): it sends the question and poll forms without a reload and says how it went beside
// them. Without it the forms post and the server answers with the page again.
import { createHash } from 'node:crypto';
import { hubMessages } from '@quorum/shared';

const words = { sending: hubMessages.sending, network: hubMessages.networkError };

export const HUB_SCRIPT = `(function () {
  'use strict';
  var words = ${JSON.stringify(words)};
  function clear(form) {
    form.querySelectorAll('.error[data-live]').forEach(function (e) { e.remove(); });
    form.querySelectorAll('[aria-invalid]').forEach(function (e) {
      e.removeAttribute('aria-invalid');
      e.removeAttribute('aria-describedby');
    });
  }
  function say(status, message, ok) {
    status.textContent = message;
    status.className = 'status ' + (ok ? 'ok' : 'bad');
    status.setAttribute('role', ok ? 'status' : 'alert');
    status.focus();
  }
  function mark(form, fields) {
    Object.keys(fields || {}).forEach(function (name) {
      var input = form.querySelector('[name="' + name + '"]');
      if (!input) return;
      var target = input.type === 'radio' || input.type === 'checkbox' ? input.closest('fieldset') : input;
      var id = (form.getAttribute('data-hub-form') + '-' + name + '-live-error').replace(/[^A-Za-z0-9-]/g, '');
      var p = document.createElement('p');
      p.className = 'error';
      p.id = id;
      p.setAttribute('data-live', '');
      p.textContent = fields[name];
      target.insertAdjacentElement('afterend', p);
      if (target !== input) target.setAttribute('aria-describedby', id);
      else { input.setAttribute('aria-invalid', 'true'); input.setAttribute('aria-describedby', id); }
    });
  }
  document.querySelectorAll('form[data-hub-form]').forEach(function (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var status = form.querySelector('[data-status]');
      var button = form.querySelector('button[type=submit]');
      var label = button.textContent;
      clear(form);
      button.disabled = true;
      button.textContent = words.sending;
      fetch(form.action, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(new FormData(form)).toString(),
        credentials: 'same-origin',
      })
        .then(function (response) {
          return response.json().then(function (body) { return { ok: response.ok, body: body }; });
        })
        .then(function (answer) {
          say(status, answer.body.message, answer.ok);
          if (!answer.ok) return mark(form, answer.body.fields);
          if (form.getAttribute('data-hub-form') === 'vote') {
            form.querySelectorAll('input, button').forEach(function (e) { e.disabled = true; });
            var list = document.createElement('ul');
            list.className = 'bars';
            (answer.body.results || []).forEach(function (line) {
              var item = document.createElement('li');
              item.textContent = line;
              list.appendChild(item);
            });
            status.insertAdjacentElement('afterend', list);
          } else {
            var page = form.querySelector('[name=pageNumber]');
            var chosen = page ? page.value : '';
            form.reset();
            if (page) page.value = chosen;
          }
        })
        .catch(function () { say(status, words.network, false); })
        .then(function () {
          if (form.getAttribute('data-hub-form') !== 'vote' || !status.classList.contains('ok')) {
            button.disabled = false;
          }
          button.textContent = label;
        });
    });
  });
})();
`;

/** The script's version in its address, so a page always gets the script it was made with. */
export const HUB_SCRIPT_VERSION = createHash('sha256')
  .update(HUB_SCRIPT)
  .digest('hex')
  .slice(0, 12);
