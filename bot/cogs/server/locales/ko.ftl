# The server room in Korean (docs/glossary-ko.md): the same ids as en.ftl, then the command
# tree (one block per command).

server-only = 이 명령은 서버 채널에서 씁니다.

settings-in-server = 서버 설정은 서버 안에서 바꿉니다.
settings-not-yours = 이 설정 패널은 연 관리자의 것입니다. `/설정`으로 자기 패널을 여세요. 아무것도 바뀌지 않았습니다.
settings-not-manager = 서버 관리자(서버 관리하기 권한)만 이 서버의 설정을 바꿀 수 있습니다.
settings-not-manager-unchanged = { settings-not-manager } 아무것도 바뀌지 않았습니다.
settings-not-manager-ask = { settings-not-manager } 권한이 있는 사람에게 부탁하세요.
settings-stale = 이 패널을 보여 준 뒤에 설정이 바뀌어서(다른 관리자나 다른 패널에서, 또는 두 번 눌러서) 아무것도 바꾸지 않았습니다. 패널에 지금 설정을 다시 보여 줍니다. 그래도 바꾸려면 다시 고르세요.

settings-warning-channel-gone = 대국 채널이 더는 없어서(또는 제가 볼 수 없어서), 다른 채널을 고를 때까지 어디서나 도전할 수 있습니다.
settings-warning-role-silent = { $role } 역할은 멘션할 수 없고 저에게 **@everyone, @here, 모든 역할 멘션하기** 권한이 없어서, 공개 도전에 역할이 표시만 되고 알림은 가지 않습니다. 역할 설정에서 "누구나 이 역할을 @멘션하도록 허용"을 켜거나, 저에게 그 권한을 주세요.
settings-warning-role-gone = 대국 상대 찾기 역할이 더는 없습니다. 아무도 알림을 받지 않습니다.

settings-not-listed = 목록에 있는 값 중에서 고르세요. 아무것도 바뀌지 않았습니다.
settings-pings-not-listed = 목록에 있는 알림 규칙 중에서 고르세요. 아무것도 바뀌지 않았습니다.
settings-language-not-listed = 목록에 있는 언어 중에서 고르세요. 아무것도 바뀌지 않았습니다.
settings-channel-unseen = 그 채널이 보이지 않아서 도전을 올릴 수 없습니다. 그 채널에서 제 역할에 **채널 보기** 권한을 주거나, 다른 채널을 고르세요. 아무것도 바뀌지 않았습니다.
settings-category-unusable = **{ $category }** 카테고리의 어느 채널에도 글을 올릴 수 없습니다(적어도 한 곳에 { $permissions } 권한이 필요합니다). 그곳에서 허용하거나, 다른 곳을 고르세요. 아무것도 바뀌지 않았습니다.
settings-channel-unusable = { $channel }에 글을 올릴 수 없습니다: 그곳에서 { $permissions } 권한이 없습니다. 채널 설정(권한)에서 허용하거나, 다른 채널을 고르세요. 아무것도 바뀌지 않았습니다.
settings-channel-kind = 텍스트 채널이나 카테고리를 고르세요. 아무것도 바뀌지 않았습니다.
settings-role-gone = 그 역할은 더는 없습니다. 아무것도 바뀌지 않았습니다.
settings-role-everyone = 공개 도전은 @everyone을 멘션할 수 없습니다. 대국을 원할 때 멤버가 다는 역할을 고르세요. 아무것도 바뀌지 않았습니다.
settings-role-managed = { $role } 역할은 봇이나 연동 앱의 것이라 멤버가 가질 수 없습니다. 멤버가 가질 수 있는 역할을 고르세요. 아무것도 바뀌지 않았습니다.
settings-unplayed-bad = 미진행 라운드 수는 0부터 { $max }까지의 정수여야 합니다(0: 대국을 포기 처리하지 않음). `{ $typed }`는 아닙니다. 아무것도 바뀌지 않았습니다.
settings-typed-nothing = 빈칸

setting-name = { $setting ->
    [expiry] 도전 유지 시간
    [clock] 수당 시간
    [round] Thwart Omega 라운드 시간
    [archive] 끝난 스레드 보관까지
    [pings] 알림
    [play] 대국 채널
    [lfg] 대국 상대 찾기 역할
    [reminders] 시간패 전 알림
    [computer] 컴퓨터 상대
    [unplayed] 미진행 Thwart Omega 라운드
    [web] 웹 페이지
    [daily] 오늘의 퍼즐
   *[language] 공개 글의 언어
}
settings-saved = 저장됨: { $setting }: { $value }.
settings-on = 켬
settings-off = 끔
settings-on-bold = **켬**
settings-off-bold = **끔**
settings-turn-on = 켜기
settings-turn-off = 끄기
settings-change = 바꾸기…
settings-per-move = 한 수에 { $time }
settings-per-round = 라운드당 { $time }
settings-no-limit = 제한 없음
settings-any-channel = 모든 채널
settings-no-role = 없음
settings-pings = { $policy ->
    [all] 직접 도전과 매 차례마다 알림
    [challenges] 도전과 대국 시작에만 알림 (차례는 알리지 않음)
   *[none] 알리지 않음: 메시지에 이름만 조용히 표시
}
settings-channel-placeholder = 모든 채널 (채널이나 카테고리를 하나 고르세요)
settings-role-placeholder = 역할 없음 (공개 도전 때 알릴 역할을 고르세요)
settings-head = ## Stone Arena 설정 · { $server }
settings-hint = -# 바꾼 설정은 지금부터 시작하는 도전과 대국에 적용됩니다. 진행 중인 대국은 원래 설정을 유지합니다. 이 패널은 나만 쓸 수 있습니다.
settings-expiry = **도전 유지 시간**: 이 시간이 지나면 도전이 만료됩니다.
settings-clock = 새 대국의 **수당 시간** (다 쓰면 패배. `/도전`에서 다르게 고를 수 있음).
settings-round = 새 대국의 **Thwart Omega 라운드 시간**.
settings-reminders = **시간패 전 알림**: { $state }: { $reminders ->
    [on] 둘 차례인 선수에게 시간이 절반, 10분의 1 남았을 때 따로 알립니다
   *[off] 알림 없이 시간패가 됩니다
}.
settings-where-any = **대국 채널**: 모든 채널.
settings-where-one = **대국 채널**: { $channel }에서만 (카테고리라면 그 안의 채널). 다른 곳에서는 `/도전`이 그곳을 안내합니다.
settings-lfg = 공개 도전 때 알림을 받는 **대국 상대 찾기 역할**: { $role }.
settings-pings-line = **알림**: 도전과 대국 스레드의 차례 안내가 누구를 멘션할지.
settings-archive = **끝난 대국 스레드**를 보관하기까지:
settings-unplayed = **미진행 Thwart Omega 라운드**: { $rounds ->
    [0] 대국을 포기 처리하지 않습니다
   *[other] 양쪽 모두 수를 내지 않은 라운드가 **{ $rounds }**번 이어지면 대국을 포기 처리합니다
}.
settings-unplayed-never = 안 함
settings-unplayed-shown = { $rounds }번 연속
settings-computer = **컴퓨터 상대**: { $state }: { $allowed ->
    [on] 멤버가 컴퓨터와 대국할 수 있습니다
   *[off] 이 서버에서는 껐습니다
}.
settings-web = **웹 페이지**: { $state }: { $pages ->
    [on] 대회, 대국, 프로필, 순위표마다 링크를 아는 누구나 볼 수 있는 페이지가 있습니다
   *[off] 페이지 없음 (관리자가 켠 서버에서만 링크가 열립니다)
}.
settings-language = 이 서버 채널에 올리는 제 글의 **언어** (저의 비공개 답은 멤버 각자의 Discord 언어를 따릅니다): { $language }.
settings-language-auto = 서버의 Discord 언어 ({ $language })
settings-language-auto-option = Discord 서버 언어
settings-daily-off = **오늘의 퍼즐**: 끔. 텍스트 채널을 고르면(대국 채널이 알맞습니다) 매일 서버 시간 정오에(`/주최 시간대`, 정하기 전에는 UTC) 이 서버의 끝난 대국에서 뽑은 퍼즐을 어제 퍼즐의 정답과 함께 그곳에 올립니다.
settings-daily-on = **오늘의 퍼즐**: 매일 서버 시간 정오에(`/주최 시간대`, 정하기 전에는 UTC) { $channel }에, 어제 퍼즐의 정답과 함께 올립니다. 멈추려면 선택을 지우세요.
settings-daily-placeholder = 오늘의 퍼즐 없음 (텍스트 채널을 고르세요)
settings-daily-kind = 오늘의 퍼즐에는 텍스트 채널이 필요합니다. 아무것도 바뀌지 않았습니다.
settings-daily-unseen = 그 채널이 보이지 않아서 오늘의 퍼즐을 올릴 수 없습니다. 그 채널에서 제 역할에 **채널 보기** 권한을 주거나, 다른 채널을 고르세요. 아무것도 바뀌지 않았습니다.
settings-unplayed-label = 수 없이 이어진 라운드 수 (0: 안 함)

welcome-hello = 👋 안녕하세요! 저는 **Stone Arena**입니다. 다섯 가지 추상 전략 게임(Meter, Interleave, Thwart Omega, Meridians, Meuda)과 대회를 열고, 수마다 판 그림을 올립니다.
welcome-players = **선수:** `/도움말`이 게임마다 그림과 함께 설명합니다. `/도전 meter`(또는 다른 게임)로 누군가에게, 또는 대국을 원하는 누구에게나 도전할 수 있습니다.
welcome-managers = **서버 관리자:** `/설정`에서 도전할 채널, 기본 시간, 시간패 전 알림, 알림 받을 사람, "대국 상대 찾기" 역할을 정합니다. `/진단`은 제가 쓰는 채널에서 빠진 권한을 알려 줍니다. `/주최 만들기`로 대회를 시작합니다.

diagnose-not-manager = 서버 관리자(서버 관리하기 권한)만 `/진단`을 쓸 수 있습니다.
diagnose-head = 제가 쓰이는 채널에서 필요한 권한:
diagnose-unseen = { $channel }: 이 채널이 더는 보이지 않습니다 (삭제되었거나 저에게 숨겨짐).
diagnose-fine = { $channel }: 필요한 권한이 모두 있습니다.
diagnose-missing = { $channel }: { $permissions } 권한이 없어서 { $effect }.
diagnose-blocked = 여기에는 아예 글을 올릴 수 없습니다
diagnose-and = { $first }, 또한 { $second }
diagnose-more = … 그리고 채널 { $count }개 더.
diagnose-tail = 서버 관리자는 각 채널 설정(권한)에서, 또는 서버 설정 → 역할에서 제 역할에 권한을 줄 수 있습니다.

privacy-not-owner = 봇 소유자만 /개인정보 를 쓸 수 있습니다. 아무것도 하지 않았습니다.
privacy-question = 모든 서버에서 { $user } (id { $id })를 잊을까요? id는 삭제 표시로 바뀌고, 모든 대국, 대회, 레이팅에서 이름이 지워집니다. 대국, 결과, 다른 선수의 레이팅은 그대로 남습니다.
privacy-forgotten = 사용자 { $id }를 잊었습니다: 지난 대국과 대회에서 { $name }(으)로 나오며, 데이터베이스의 어느 표에도 id가 없습니다. 이미 Discord에 올라간 메시지는 Discord의 것이고, 지금까지 만든 백업은 교체될 때까지 id를 지닙니다.

## The command tree

cmd-settings = 설정
    .description = 관리자: 이 서버의 시간, 알림, 대국 채널, 멘션, 언어 등.
cmd-diagnose = 진단
    .description = 관리자: 제가 쓰는 채널에서 빠진 권한.
cmd-privacy = 개인정보
    .description = 봇 소유자의 개인정보 도구 (docs/privacy.md).
cmd-privacy-forget = 잊기
    .description = 봇 소유자: 모든 곳에서 사용자를 익명으로 (대국은 이름 없이 남음).
cmd-privacy-forget-user = 사용자
    .description = 잊어 달라고 요청한 사람
