# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = 지금은 봇이 아무것도 저장할 수 없어(저장 공간이 가득 찼거나 읽기 전용입니다) 이 요청은 저장되지 않았습니다. 이전에 저장된 내용은 모두 안전합니다. 몇 분 뒤에 다시 시도해 주세요.
storage-unreachable = 지금은 봇이 데이터베이스에 연결할 수 없어 이 요청은 저장되지 않았습니다. 이전에 저장된 내용은 모두 안전합니다. 몇 분 뒤에 다시 시도해 주세요.
storage-conflict = 같은 대상에 대한 다른 변경을 처리하느라 이 요청을 저장하지 못했고, 아무것도 바뀌지 않았습니다. 다시 시도해 주세요.

# A move as typed (checks.py) and a turn of several stones (games.py). $reason: the rules'
# refusal, already said in the reader's language (bot/engine/rules_words/locales/).
move-not-text = 수는 글자로 써야 합니다.
move-too-long = 수로 보기에는 너무 깁니다({ $length }자).
move-empty = 수가 비어 있습니다.
move-refused = { $reason }
turn-ended = 돌 { $stones }개를 두고 차례가 끝났으므로 `{ $piece }` 돌은 이어서 둘 수 없습니다. 아무 돌도 놓이지 않았습니다.
turn-stone-refused = { $stones }개 중 { $stone }번째 돌(`{ $piece }`): { $reason } 아무 돌도 놓이지 않았습니다.
game-unknown = { $name } 게임은 없습니다. 게임: { $games }.

# What a challenge or a server's settings are made of (checks.py). $reason: the rules' English
# words about a game option (the room checks the options in the reader's language first).
options-refused = 게임 옵션을 받아들일 수 없습니다: { $reason }
timing-not-timing = 시간 설정이 아닙니다.
timing-out-of-range = 시간 설정 { $setting ->
    [round_seconds] 라운드 시간
    [move_seconds] 수당 시간
    [grace_seconds] 유예 시간
   *[inactivity_seconds] 무활동 시간
} 값은 { $low }초에서 { $high }초 사이의 정수여야 합니다({ $value } 값은 안 됩니다).
seat-choice-unknown = 자리 선택은 무작위, 먼저, 나중 중 하나여야 합니다.
server-settings-not-settings = 서버 설정이 아닙니다.
server-settings-challenge-time = 도전은 1분에서 30일 사이 동안 열려 있어야 합니다.
server-settings-unplayed-rounds = 두지 않은 라운드 수는 1에서 { $most } 사이의 정수여야 합니다(0: 중단하지 않음).
server-settings-archive-time = 끝난 대국의 스레드는 30일 안에 보관되어야 합니다.
server-settings-not-a-place = 이 서버의 채널이나 역할이 아닙니다.

# Forgetting a player (privacy.py).
forget-not-a-user = Discord 사용자 ID가 아닙니다.
forget-nothing-stored = 사용자 { $user }에 대해 저장된 것이 없어 잊을 것이 없습니다.
forget-still-playing = 사용자 { $user } 님은 { $playing ->
    [matches] 진행 중인 대국 { $matches }에서 두고 있습니다(서버 관리자가 `/중단`할 수 있습니다)
    [tournaments] 진행 중인 대회 { $tournaments }에 아직 참가하고 있습니다(주최자가 실격시키거나 본인이 기권할 수 있습니다)
   *[both] 진행 중인 대국 { $matches }에서 두고 있고(서버 관리자가 `/중단`할 수 있습니다), 진행 중인 대회 { $tournaments }에도 아직 참가하고 있습니다(주최자가 실격시키거나 본인이 기권할 수 있습니다)
}. 아무도 앉을 수 없는 자리가 남지 않도록 이것이 먼저 끝나야 합니다. 그다음 다시 잊기를 요청하세요.
