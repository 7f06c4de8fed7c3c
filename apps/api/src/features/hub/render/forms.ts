// The page's two forms, which work without script (a POST, then a redirect with the status or
// the page again with the refusal beside its fields) and which hub.js sends without a reload.
import { HUB_LIMITS, WEBFORM_LIMITS, hubMessages } from '@quorum/shared';
import type { PublicAnnouncement } from '../../announcements';
import { flag, html } from './html';
import { momentOf } from './format';

const text = hubMessages;

/** A refused post, shown again: which form, the message, each field's refusal and what was typed. */
export interface FormState {
  form: string;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string | string[]>;
}

const valueOf = (state: FormState | undefined, form: string, name: string) => {
  if (state?.form !== form) return '';
  const value = state.values[name];
  return typeof value === 'string' ? value : '';
};

/** A labelled field with its refusal tied to it (aria-describedby) when there is one. */
function field(input: {
  form: string;
  state: FormState | undefined;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'textarea';
  required?: boolean;
  autocomplete?: string;
  maxLength?: number;
}) {
  const id = `${input.form}-${input.name}`;
  const error = input.state?.form === input.form ? input.state.fields[input.name] : undefined;
  const value = valueOf(input.state, input.form, input.name);
  const described = error ? html` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = html`id="${id}"
  name="${input.name}"${flag('required', input.required ?? false)}${input.maxLength ? html` maxlength="${input.maxLength}"` : ''}${described}`;
  const control =
    input.type === 'textarea'
      ? html`<textarea ${common}>${value}</textarea>`
      : html`<input
          type="${input.type ?? 'text'}"
          ${common}
          value="${value}"
          ${input.autocomplete ? html` autocomplete="${input.autocomplete}"` : ''}
        />`;
  return html`<div>
    <label for="${id}">${input.label}${input.required ? '' : ''}</label
    >${control}${error ? html`<p class="error" id="${id}-error">${error}</p>` : ''}
  </div>`;
}

/** The status line of a form: the refusal after a post without script, and hub.js's messages. */
function statusOf(form: string, state: FormState | undefined) {
  const refused = state?.form === form;
  return html`<div
    class="status${refused ? ' bad' : ''}"
    data-status
    role="${refused ? 'alert' : 'status'}"
    tabindex="-1"
  >
    ${refused ? state.message : ''}
  </div>`;
}

const nameFields = (form: string, state: FormState | undefined, lastNameRequired: boolean) =>
  html`<div class="row">
      ${field({ form, state, name: 'firstName', label: text.firstName, required: true, autocomplete: 'given-name', maxLength: WEBFORM_LIMITS.nameMaxLength })}${field({ form, state, name: 'lastName', label: lastNameRequired ? text.voterLastName : text.lastName, required: lastNameRequired, autocomplete: 'family-name', maxLength: WEBFORM_LIMITS.nameMaxLength })}
    </div>
    ${field({ form, state, name: 'email', label: text.email, type: 'email', required: true, autocomplete: 'email', maxLength: 255 })}`;

/**
 * The question form; on a PDF's page it also asks which page the question is about (the page the
 * reader came from chosen, `?page=`).
 */
export function askForm(input: {
  action: string;
  state: FormState | undefined;
  announcement?: { id: string; title: string; pages: number | null; page: number | null };
}) {
  const form = 'ask';
  const { announcement, state } = input;
  const chosenPage =
    state?.form === form ? Number(valueOf(state, form, 'pageNumber')) : announcement?.page;
  const pages = announcement?.pages ?? null;
  const pagePicker =
    announcement && pages
      ? pages <= HUB_LIMITS.pageChoiceMax
        ? html`<div>
            <label for="ask-pageNumber">${text.aboutPage}</label
            ><select id="ask-pageNumber" name="pageNumber">
              <option value="">${text.wholeAnnouncement}</option>
              ${Array.from({ length: pages }, (_, i) => i + 1).map((n) => html`<option value="${n}" ${flag('selected', chosenPage === n)}>${text.pageOf(n)}</option>`)}
            </select>
          </div>`
        : html`<div>
            <label for="ask-pageNumber">${text.aboutPage}</label
            ><input
              type="number"
              id="ask-pageNumber"
              name="pageNumber"
              min="1"
              max="${pages}"
              value="${chosenPage ?? ''}"
            />
          </div>`
      : '';
  return html`<form method="post" action="${input.action}" data-hub-form="ask" novalidate>
    ${statusOf(form, state)}${announcement ? html`<input type="hidden" name="announcementId" value="${announcement.id}" />` : ''}${pagePicker}${nameFields(form, state, false)}${field({ form, state, name: 'question', label: text.question, type: 'textarea', required: true, maxLength: WEBFORM_LIMITS.questionMaxLength })}
    <div class="hp" aria-hidden="true">
      <label for="ask-website">Website</label
      ><input
        type="text"
        id="ask-website"
        name="${WEBFORM_LIMITS.honeypotField}"
        tabindex="-1"
        autocomplete="off"
      />
    </div>
    <button type="submit">${text.send}</button>
  </form>`;
}

/** A poll's results as bars, for a closed poll and after a vote. */
export function pollResults(poll: NonNullable<PublicAnnouncement['poll']>) {
  return html`<ul class="bars">
      ${poll.options.map((o) => html`<li>${text.pollShare(o.option, o.share, o.voteCount)}</li>`)}
    </ul>
    <p class="meta">${text.pollTotal(poll.totalVotes)}</p>`;
}

/** An open poll's ballot: its options, and who votes (one ballot a person, by email). */
export function pollForm(input: {
  action: string;
  announcement: PublicAnnouncement;
  state: FormState | undefined;
  headingLevel: 2 | 3;
  /** Set on an announcement's page, so a refusal without script shows that page again. */
  from?: 'announcement';
}) {
  const { announcement, state } = input;
  const poll = announcement.poll!;
  const form = `poll-${announcement.announcementId}`;
  const chosen = state?.form === form ? [state.values.optionIds ?? []].flat() : [];
  const type = poll.multipleChoice ? 'checkbox' : 'radio';
  const optionsError = state?.form === form ? state.fields.optionIds : undefined;
  const heading =
    input.headingLevel === 2
      ? html`<h2 id="${form}-title">${poll.title}</h2>`
      : html`<h3 id="${form}-title">${poll.title}</h3>`;
  return html`<div class="poll" aria-labelledby="${form}-title" role="group">${heading}<p class="meta">${text.pollEnds} ${momentOf(poll.endsAt)}.</p><form method="post" action="${input.action}" data-hub-form="vote" novalidate>${statusOf(form, state)}${input.from ? html`<input type="hidden" name="from" value="${input.from}" />` : ''}<fieldset${optionsError ? html` aria-describedby="${form}-options-error"` : ''}><legend>${poll.multipleChoice ? text.chooseMany : text.chooseOne}</legend>${poll.options.map((o) => html`<label class="choice"><input type="${type}" name="optionIds" value="${o.id}" ${flag('checked', chosen.includes(o.id))} /> ${o.option}</label>`)}${optionsError ? html`<p class="error" id="${form}-options-error">${optionsError}</p>` : ''}</fieldset>${nameFields(form, state, true)}<p class="meta">${text.pollVoterNote}</p><button type="submit">${text.vote}</button></form></div>`;
}
