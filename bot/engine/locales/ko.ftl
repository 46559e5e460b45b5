# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = 지금은 봇이 아무것도 저장할 수 없어(저장 공간이 가득 찼거나 읽기 전용입니다) 이 요청은 저장되지 않았습니다. 이전에 저장된 내용은 모두 안전합니다. 몇 분 뒤에 다시 시도해 주세요.
storage-unreachable = 지금은 봇이 데이터베이스에 연결할 수 없어 이 요청은 저장되지 않았습니다. 이전에 저장된 내용은 모두 안전합니다. 몇 분 뒤에 다시 시도해 주세요.
storage-conflict = 같은 대상에 대한 다른 변경을 처리하느라 이 요청을 저장하지 못했고, 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.
