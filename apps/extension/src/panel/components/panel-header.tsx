import { panelMessages as text } from '../messages';

interface Props {
  readonly companyName: string;
  readonly onSignOut: () => void;
}

export function PanelHeader({ companyName, onSignOut }: Props) {
  return (
    <header className="panel-header">
      <p className="company">{text.signedInAs(companyName)}</p>
      <button type="button" className="link-button" onClick={onSignOut}>
        {text.signOut}
      </button>
    </header>
  );
}
