import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { useIsManager } from '../../auth';
import { ConversationPanel } from '../components/conversation-panel';
import { MessageLog } from '../components/message-log';
import { WhatsAppSetup } from '../components/whatsapp-settings-form';

/** WhatsApp (issue 22): the message log with conversations; settings and templates for managers. */
export function WhatsAppPage() {
  const isManager = useIsManager();
  const [tab, setTab] = useState<'messages' | 'setup'>('messages');
  const [clientId, setClientId] = useState<number | null>(null);
  return (
    <div>
      <PageHeader
        title="WhatsApp"
        actions={
          isManager && (
            <div role="tablist" aria-label="Secciones" className="flex rounded-md bg-slate-100 p-1">
              {(
                [
                  ['messages', 'Mensajes'],
                  ['setup', 'Configuración'],
                ] as const
              ).map(([value, label]) => (
                <button
                  key={value}
                  type="button"
                  role="tab"
                  aria-selected={tab === value}
                  onClick={() => setTab(value)}
                  className={`rounded px-3 py-1.5 text-sm ${tab === value ? 'bg-white font-medium text-slate-900 shadow-sm' : 'text-slate-600'}`}
                >
                  {label}
                </button>
              ))}
            </div>
          )
        }
      />
      {tab === 'setup' && isManager ? (
        <WhatsAppSetup />
      ) : (
        <MessageLog onOpenConversation={setClientId} />
      )}
      <ConversationPanel clientId={clientId} onClose={() => setClientId(null)} />
    </div>
  );
}
